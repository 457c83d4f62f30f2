import HeadlessUI

/// Makes actions that record their name when performed, in the order performed.
@MainActor
final class ActionSpy {
    private(set) var performed: [String] = []

    func action(_ name: String) -> Action {
        Action(title: name) { [weak self] _ in self?.performed.append(name) }
    }
}
