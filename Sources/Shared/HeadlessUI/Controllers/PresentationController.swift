/// What manages a modal presentation, like UIPresentationController: the object a presented screen's
/// `presentationController` returns, whose delegate is told when the user swipes the sheet down.
@MainActor
public final class PresentationController {
    public private(set) weak var presentedViewController: ViewController?
    public weak var delegate: (any AdaptivePresentationControllerDelegate)?

    init(presentedViewController: ViewController) {
        self.presentedViewController = presentedViewController
    }
}
