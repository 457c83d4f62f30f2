/// Something that happens, once, that a view model tells its view: show this alert, go to New
/// Contact, clear the field. Unlike a `Property` it holds nothing, so an observer hears only what is
/// sent after it observes: a view that binds late is never shown an old alert again.
///
/// Read-only: only the `SignalPipe` its view model keeps private sends on it. Same rules as
/// `Property`: main actor, no unbinding, observers capture their view weakly.
@MainActor
final class Signal<Value> {
    private var observers: [@MainActor (Value) -> Void] = []

    fileprivate init() {}

    func observe(_ observer: @escaping @MainActor (Value) -> Void) {
        observers.append(observer)
    }

    fileprivate func send(_ value: Value) {
        for observer in observers { observer(value) }
    }
}

/// The sending side of a `Signal`, which its view model keeps private and publishes as `signal`:
/// `private let alerts = SignalPipe<AlertViewModel<TodoListAlertChoice>>()` and
/// `var showAlert: Signal<AlertViewModel<TodoListAlertChoice>> { alerts.signal }`.
@MainActor
final class SignalPipe<Value> {
    let signal = Signal<Value>()

    func send(_ value: Value) {
        signal.send(value)
    }
}

extension SignalPipe where Value == Void {
    func send() {
        send(())
    }
}
