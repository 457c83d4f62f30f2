/// The lifecycle methods whose overrides UIKit requires to call super.
enum LifecycleMethod: String {
    case viewDidLoad = "viewDidLoad()"
    case viewWillAppear = "viewWillAppear(_:)"
    case viewDidAppear = "viewDidAppear(_:)"
    case viewWillDisappear = "viewWillDisappear(_:)"
    case viewDidDisappear = "viewDidDisappear(_:)"
}

extension ViewController {
    /// Runs one lifecycle call and reports the override that did not reach the base implementation.
    /// UIKit does not crash then, but the documentation requires the call and containers rely on it.
    func checkingSuperCall(_ method: LifecycleMethod, _ call: () -> Void) {
        lifecycleCallsReachingBase.remove(method)
        call()
        guard !lifecycleCallsReachingBase.contains(method) else { return }
        reportContractViolation(
            "\(type(of: self)) overrides \(method.rawValue) without calling super.\(method.rawValue), which UIKit requires"
        )
    }

    /// Records a broken contract here and in the window this controller is shown in, once each.
    func reportContractViolation(_ violation: String) {
        if !contractViolations.contains(violation) { contractViolations.append(violation) }
        window?.record(violation)
    }

    /// The window showing this controller: the one whose root it is, or is under, directly or through
    /// the presentations above that root.
    var window: Window? {
        let host = presentationHost
        return host.rootOfWindow ?? host._presentingViewController?.window
    }
}
