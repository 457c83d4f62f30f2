/// Told about the interactive dismissal of a sheet, like UIAdaptivePresentationControllerDelegate.
/// Every method is optional, as in UIKit.
@MainActor
public protocol AdaptivePresentationControllerDelegate: AnyObject {
    /// Asked when the user swipes the sheet down; false keeps it on screen.
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: PresentationController)
    /// The user closed the sheet; the app's own `dismiss` does not call this.
    func presentationControllerDidDismiss(_ presentationController: PresentationController)
    /// The user tried to swipe the sheet down and it stayed: a screen in it is modal in presentation,
    /// or the delegate said no.
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
}

extension AdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
        true
    }
    public func presentationControllerWillDismiss(_ presentationController: PresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: PresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {}
}
