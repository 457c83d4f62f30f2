import HeadlessUI

/// The HeadlessUI text field a SwiftUI text field becomes: typing writes through its binding.
@MainActor
final class HostedTextField: HeadlessUI.TextField {
    var onEdit: (@MainActor (String) -> Void)?

    override init() {
        super.init()
        addAction(Action { [weak self] _ in self?.onEdit?(self?.text ?? "") }, for: .editingChanged)
    }
}
