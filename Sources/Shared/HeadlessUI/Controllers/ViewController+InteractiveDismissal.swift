/// What became of a swipe down on a presented screen.
public enum InteractiveDismissal: Sendable, Equatable {
    /// The sheet closed, and its presentation controller's delegate was told.
    case dismissed
    /// The sheet stayed, because a screen in it is modal in presentation or its delegate said no;
    /// the delegate was told of the attempt.
    case refused
    /// Nothing to swipe: this controller is not a presented sheet, or something is presented over it.
    case notPossible
}

extension ViewController {
    /// Swipes this presented sheet down, as a user does: UIKit asks the presentation controller's
    /// delegate and honours `isModalInPresentation` of the sheet and of the screens shown in it, then
    /// dismisses and tells the delegate. UIKit has no call for the gesture; this is the hook a test
    /// driver uses.
    @discardableResult
    public func performInteractiveDismissal() -> InteractiveDismissal {
        guard _presentingViewController != nil, presentedViewController == nil, !(self is AlertController),
            modalPresentationStyle.isSheet
        else { return .notPossible }
        let presentation = presentationController
        let delegate = presentation?.delegate
        let isModal = shownWithChildren.contains(where: \.isModalInPresentation)
        guard !isModal, delegate.map({ presentation.map($0.presentationControllerShouldDismiss) ?? true }) ?? true
        else {
            if let presentation { delegate?.presentationControllerDidAttemptToDismiss(presentation) }
            return .refused
        }
        if let presentation { delegate?.presentationControllerWillDismiss(presentation) }
        dismiss(animated: true)
        if let presentation { delegate?.presentationControllerDidDismiss(presentation) }
        return .dismissed
    }

    /// This controller and the children shown with it, all the way down.
    private var shownWithChildren: [ViewController] {
        [self] + childrenForAppearance.flatMap(\.shownWithChildren)
    }
}
