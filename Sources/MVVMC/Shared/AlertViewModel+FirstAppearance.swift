extension AlertViewModel {
    /// An alert that waits for its screen's first appearance: an alert needs a screen on display,
    /// and a list loads (and may fail to) before it is shown, the Contacts tab possibly long after.
    struct UntilFirstAppearance {
        private var pending: AlertViewModel?
        private var hasAppeared = false

        mutating func hold(_ alert: AlertViewModel) {
            pending = alert
        }

        /// The held alert the first time the screen appears; nil afterwards or when none is held.
        mutating func screenAppeared() -> AlertViewModel? {
            guard !hasAppeared else { return nil }
            hasAppeared = true
            defer { pending = nil }
            return pending
        }
    }
}
