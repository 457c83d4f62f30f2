import Observation

/// Where a `@State` value lives while its view's identity does. Observable, so a view that reads
/// it (directly or through a binding) re-renders when it changes.
@MainActor
@Observable
final class StateLocation<Value> {
    var value: Value

    init(value: Value) {
        self.value = value
    }
}
