import Observation

/// Where a `@State` value lives while its view's identity does. Observable, so a view that reads
/// it (directly or through a binding) re-renders when it changes. Not generic on purpose: the
/// observation of a generic class builds its key path anew on every read, which made reading state
/// the costliest part of a render.
@MainActor
@Observable
final class StateLocation {
    var value: Any
    @ObservationIgnored let valueType: Any.Type

    init<Value>(value: Value) {
        self.value = value
        valueType = Value.self
    }
}
