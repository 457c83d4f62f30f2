import HeadlessUI

/// Records what a presentation controller tells its delegate, in order, and answers
/// `presentationControllerShouldDismiss` with `allowsDismissal`.
@MainActor
final class PresentationDelegateSpy: AdaptivePresentationControllerDelegate {
    var allowsDismissal = true
    private(set) var calls: [String] = []

    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
        calls.append("shouldDismiss")
        return allowsDismissal
    }

    func presentationControllerWillDismiss(_ presentationController: PresentationController) {
        calls.append("willDismiss")
    }

    func presentationControllerDidDismiss(_ presentationController: PresentationController) {
        calls.append("didDismiss")
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {
        calls.append("didAttemptToDismiss")
    }
}
