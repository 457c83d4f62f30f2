/// A view that sends actions for events, like UIControl with UIAction handlers.
@MainActor
open class Control: View {
    public enum Event: Hashable, Sendable {
        case touchUpInside
        case editingChanged
        case editingDidEndOnExit
        case valueChanged
    }

    public var isEnabled = true
    private var actions: [(event: Event, action: Action)] = []

    public func addAction(_ action: Action, for event: Event) {
        actions.append((event, action))
    }

    /// Runs the actions registered for `event`, in the order they were added. A disabled control
    /// sends nothing, as on a device.
    public func sendActions(for event: Event) {
        guard isEnabled else { return }
        for entry in actions where entry.event == event {
            entry.action.perform()
        }
    }
}
