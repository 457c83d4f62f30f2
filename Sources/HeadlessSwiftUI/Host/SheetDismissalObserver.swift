import HeadlessUI

/// Hears the user swipe a sheet down, to set its binding back to false as SwiftUI does.
@MainActor
final class SheetDismissalObserver: AdaptivePresentationControllerDelegate {
    private let didDismiss: @MainActor () -> Void

    init(didDismiss: @escaping @MainActor () -> Void) {
        self.didDismiss = didDismiss
    }

    func presentationControllerDidDismiss(_ presentationController: PresentationController) {
        didDismiss()
    }
}
