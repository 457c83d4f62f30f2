import HeadlessUI

/// A passive view's protocol: it may name the toolkit's types.
protocol TodoListView: AnyObject {
    func show(_ label: Label)
}
