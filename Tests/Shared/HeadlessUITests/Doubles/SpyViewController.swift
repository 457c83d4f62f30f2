import HeadlessUI

/// A view controller that records its lifecycle calls into a shared log under its name.
@MainActor
final class SpyViewController: ViewController {
    let name: String
    private let log: LifecycleLog

    init(_ name: String, log: LifecycleLog) {
        self.name = name
        self.log = log
        super.init()
    }

    /// `isMovingFromParent` at each viewWillDisappear and viewDidDisappear, in order.
    private(set) var movingFromParentWhileDisappearing: [Bool] = []

    /// How many times viewDidLoad ran.
    var viewDidLoadCount: Int { log.entries.count { $0 == "\(name).viewDidLoad" } }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.record("\(name).viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.record("\(name).viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.record("\(name).viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        movingFromParentWhileDisappearing.append(isMovingFromParent)
        log.record("\(name).viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        movingFromParentWhileDisappearing.append(isMovingFromParent)
        log.record("\(name).viewDidDisappear")
    }
}
