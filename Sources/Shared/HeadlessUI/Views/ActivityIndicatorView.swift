/// A spinner, like UIActivityIndicatorView: hidden while stopped when `hidesWhenStopped` is set,
/// as it is by default.
@MainActor
open class ActivityIndicatorView: View {
    public private(set) var isAnimating = false
    public var hidesWhenStopped = true {
        didSet { updateVisibility() }
    }

    public override init() {
        super.init()
        updateVisibility()
    }

    public func startAnimating() {
        isAnimating = true
        updateVisibility()
    }

    public func stopAnimating() {
        isAnimating = false
        updateVisibility()
    }

    private func updateVisibility() {
        isHidden = hidesWhenStopped && !isAnimating
    }

    open override var screenDescription: String? {
        isAnimating ? "Activity indicator (spinning)" : "Activity indicator (stopped)"
    }
}
