import HeadlessUI
import Models

/// Planted: an MVC view that keeps a store, which its rule forbids; the list it shows is allowed.
final class TodoCell: View {
    var list = TodoList()
    var store: (any TodoStore)?
}
