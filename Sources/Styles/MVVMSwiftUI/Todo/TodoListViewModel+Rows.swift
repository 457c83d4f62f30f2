import Models

extension TodoListViewModel {
    /// The rows of the list as last saved, each row view model made when it is read. A table reads
    /// only the rows it shows, so a change to a long list costs the rows on screen, not one row view
    /// model per item. It is a value: the rows a view was given never change under it. Equatable, so
    /// that a List given the same rows again knows it without reading every row's id.
    struct Rows: RandomAccessCollection, Equatable {
        /// The items in the order the list shows them.
        private let items: [TodoItem]
        private let dateFormatter: DisplayDateFormatter

        init(items: [TodoItem], dateFormatter: DisplayDateFormatter) {
            self.items = items
            self.dateFormatter = dateFormatter
        }

        var startIndex: Int { items.startIndex }
        var endIndex: Int { items.endIndex }

        subscript(position: Int) -> TodoRowViewModel {
            TodoRowViewModel(item: items[position], position: position, dateFormatter: dateFormatter)
        }

        static func == (lhs: Rows, rhs: Rows) -> Bool {
            lhs.items == rhs.items && lhs.dateFormatter === rhs.dateFormatter
        }
    }
}
