/// A feature's messages, as far as its alerts need them: every alert button must take the alert out
/// of the state, and a button that decides nothing more sends `alertDismissed`.
protocol AlertMessage: Equatable {
    static var alertDismissed: Self { get }
}
