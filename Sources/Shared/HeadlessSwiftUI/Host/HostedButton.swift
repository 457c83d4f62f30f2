import HeadlessUI

/// The HeadlessUI button a SwiftUI button becomes; its action is replaced at every update.
@MainActor
final class HostedButton: HeadlessUI.Button {
    var onTap: (@MainActor () -> Void)?

    init() {
        super.init(title: nil)
        addAction(Action { [weak self] _ in self?.onTap?() }, for: .touchUpInside)
    }
}
