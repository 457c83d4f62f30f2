import HeadlessSwiftUI
import Models

/// The Todo screen: it renders its store's state and sends an action for everything the user does.
/// Its one decision of its own is how the state looks: counter, empty label, rows.
struct TodoListView: View {
    let store: Store<TodoListState, TodoListAction>
    let dateFormatter: DisplayDateFormatter

    var body: some View {
        VStack {
            TextField(
                "What needs to be done?",
                text: Binding(get: { store.state.name }, set: { store.send(.nameChanged($0)) })
            )
            .accessibilityIdentifier("todo.nameField")
            Button("Add") { store.send(.addButtonTapped) }
                .disabled(!TodoName.canSubmit(store.state.name))
                .accessibilityIdentifier("todo.addButton")
            Text(counterText).accessibilityIdentifier("todo.counter")
            if store.state.list.items.isEmpty {
                Text("Nothing to do").accessibilityIdentifier("todo.empty")
            }
            List(store.state.list.sortedItems) { item in
                TodoRowView(
                    position: position(of: item), item: item, dateText: dateFormatter.string(from: item.createdAt)
                )
                .swipeActions { swipeButtons(for: item) }
            }
            .accessibilityIdentifier("todo.list")
        }
        .navigationTitle("Todo")
        .onAppear { store.send(.onAppear) }
        .alert(store.state.alert, send: store.send)
    }

    private var counterText: String {
        let remaining = store.state.list.remainingCount
        return remaining == 1 ? "1 item left" : "\(remaining) items left"
    }

    /// The row's number, counted from 1 in the list's order.
    private func position(of item: TodoItem) -> Int {
        TodoItem.position(of: item, in: store.state.list.sortedItems).map { $0 + 1 } ?? 0
    }

    /// From the trailing edge: Remove, then Done and Priority for an open item, Undone for a done one.
    /// Each names its item by id: by the time it is tapped the list may have re-sorted.
    @ViewBuilder
    private func swipeButtons(for item: TodoItem) -> some View {
        Button("Remove", role: .destructive) { store.send(.swipeActionTapped(.remove, itemID: item.id)) }
        if item.isDone {
            Button("Undone") { store.send(.swipeActionTapped(.undone, itemID: item.id)) }
                .tint(.orange)
        } else {
            Button("Done") { store.send(.swipeActionTapped(.done, itemID: item.id)) }
                .tint(.blue)
            Button("Priority") { store.send(.swipeActionTapped(.priority, itemID: item.id)) }
                .tint(.green)
        }
    }
}
