/// A feature's actions, as far as its alerts need them: every alert button must take the alert out of
/// the state, and a button that decides nothing more sends `alertDismissed`.
protocol AlertAction: Equatable {
    static var alertDismissed: Self { get }
}
