import HeadlessUI

/// Hears the user swipe a sheet down: when it closes, to set its binding back to false as SwiftUI
/// does; when it stays, to tell the sheet's content.
@MainActor
final class SheetDismissalObserver: AdaptivePresentationControllerDelegate {
    private let didDismiss: @MainActor () -> Void
    private let didAttempt: @MainActor () -> Void

    init(didDismiss: @escaping @MainActor () -> Void, didAttempt: @escaping @MainActor () -> Void) {
        self.didDismiss = didDismiss
        self.didAttempt = didAttempt
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {
        didAttempt()
    }

    func presentationControllerDidDismiss(_ presentationController: PresentationController) {
        didDismiss()
    }
}
