import Models

extension TodoListViewModel {
    /// The rows of the list in the order shown, each made when it is read: the table reads the rows
    /// it puts on screen, so a change to a list of 10,000 items makes a screenful of row view
    /// models, not 10,000.
    struct Rows: RandomAccessCollection {
        private let items: [TodoItem]
        private let dateFormatter: DisplayDateFormatter

        /// `items` in the order the screen shows them.
        init(items: [TodoItem], dateFormatter: DisplayDateFormatter) {
            self.items = items
            self.dateFormatter = dateFormatter
        }

        var startIndex: Int { 0 }
        var endIndex: Int { items.count }

        subscript(position: Int) -> TodoRowViewModel {
            TodoRowViewModel(item: items[position], position: position, dateFormatter: dateFormatter)
        }
    }
}
