import HeadlessUI
import TestSupport
import Testing

/// UIKit requires every override of the lifecycle methods to call super; one that does not is a
/// broken contract, reported by the controller and by the window it is shown in.
@Suite("ViewController lifecycle contract", .checkingForLeaks)
@MainActor
struct ViewControllerContractTests {
    /// Overrides every lifecycle method, calling super only where `callsSuper` says so.
    private final class ForgetfulViewController: ViewController {
        let callsSuper: Bool

        init(callsSuper: Bool) {
            self.callsSuper = callsSuper
            super.init()
        }

        override func viewDidLoad() { if callsSuper { super.viewDidLoad() } }
        override func viewWillAppear(_ animated: Bool) { if callsSuper { super.viewWillAppear(animated) } }
        override func viewDidAppear(_ animated: Bool) { if callsSuper { super.viewDidAppear(animated) } }
        override func viewWillDisappear(_ animated: Bool) { if callsSuper { super.viewWillDisappear(animated) } }
        override func viewDidDisappear(_ animated: Bool) { if callsSuper { super.viewDidDisappear(animated) } }
    }

    private func makeSUT(callsSuper: Bool) -> (ForgetfulViewController, Window) {
        let controller = ForgetfulViewController(callsSuper: callsSuper)
        let window = Window()
        for object: AnyObject in [controller, window] { trackForMemoryLeaks(object) }
        return (controller, window)
    }

    @Test("overrides that call super break no contract")
    func overridesCallingSuper() {
        let (controller, window) = makeSUT(callsSuper: true)
        window.rootViewController = controller
        window.makeKeyAndVisible()

        window.rootViewController = nil

        #expect(controller.contractViolations == [])
        #expect(window.contractViolations == [])
    }

    @Test("each lifecycle override that does not call super is reported once, naming the class and the method")
    func overridesNotCallingSuper() {
        let (controller, window) = makeSUT(callsSuper: false)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.beginAppearanceTransition(false)
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(true)
        controller.endAppearanceTransition()

        window.rootViewController = nil

        let expected = [
            "ForgetfulViewController overrides viewDidLoad() without calling super.viewDidLoad(), which UIKit requires",
            "ForgetfulViewController overrides viewWillAppear(_:) without calling super.viewWillAppear(_:), which UIKit"
                + " requires",
            "ForgetfulViewController overrides viewDidAppear(_:) without calling super.viewDidAppear(_:), which UIKit"
                + " requires",
            "ForgetfulViewController overrides viewWillDisappear(_:) without calling super.viewWillDisappear(_:), which"
                + " UIKit requires",
            "ForgetfulViewController overrides viewDidDisappear(_:) without calling super.viewDidDisappear(_:), which"
                + " UIKit requires",
        ]
        #expect(controller.contractViolations == expected)
        #expect(window.contractViolations == expected)
    }

    @Test("the window keeps what a presented screen broke after that screen is dismissed")
    func windowKeepsViolationsOfDismissedScreens() {
        let (controller, window) = makeSUT(callsSuper: false)
        let root = ViewController()
        trackForMemoryLeaks(root)
        window.rootViewController = root
        window.makeKeyAndVisible()
        root.present(NavigationController(rootViewController: controller), animated: true)

        root.dismiss(animated: true)

        #expect(window.contractViolations.count == 5)
        #expect(root.presentedViewController == nil)
    }
}
