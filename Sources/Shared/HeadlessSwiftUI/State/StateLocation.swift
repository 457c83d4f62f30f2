/// Where a `@State` value lives while its view's identity does. A view that reads it, directly or
/// through a binding, while its body runs or while it is resolved, re-renders when it changes. The
/// location keeps its readers itself instead of going through Observation, as SwiftUI's own state
/// does not: state is read by every render of every view, and an observation costs many times more.
@MainActor
final class StateLocation<Value> {
    private var stored: Value
    /// The views that read the value since it last changed, each once, with the body it read in.
    private var readers: [ViewNode.Reader] = []

    init(value: Value) {
        stored = value
    }

    var value: Value {
        get {
            if let reader = ViewNode.currentReader { remember(reader) }
            return stored
        }
        set {
            let readers = readers
            self.readers = []
            stored = newValue
            for reader in readers { reader.valueChanged() }
        }
    }

    /// A view's newer read replaces its older one, whose body is gone.
    private func remember(_ reader: ViewNode.Reader) {
        if let index = readers.firstIndex(where: { $0.node === reader.node }) {
            readers[index] = reader
        } else {
            readers.removeAll { $0.node == nil }
            readers.append(reader)
        }
    }
}
