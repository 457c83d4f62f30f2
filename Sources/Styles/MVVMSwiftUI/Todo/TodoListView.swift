import HeadlessSwiftUI

/// The Todo screen: it renders its view model's state and calls an intent for everything the user
/// does. It owns the view model through `@State`, so the view model lives as long as the screen.
struct TodoListView: View {
    @State private var viewModel: TodoListViewModel

    init(viewModel: TodoListViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        VStack {
            TextField("What needs to be done?", text: Binding(get: { viewModel.name }, set: viewModel.nameChanged))
                .accessibilityIdentifier("todo.nameField")
            Button("Add") { viewModel.addButtonTapped() }
                .disabled(!viewModel.isAddEnabled)
                .accessibilityIdentifier("todo.addButton")
            Text(viewModel.counterText).accessibilityIdentifier("todo.counter")
            if !viewModel.isEmptyLabelHidden {
                Text("Nothing to do").accessibilityIdentifier("todo.empty")
            }
            List(viewModel.rows) { row in
                TodoRowView(row: row)
                    .swipeActions { swipeButtons(for: row) }
            }
            .accessibilityIdentifier("todo.list")
        }
        .navigationTitle("Todo")
        .onAppear { viewModel.onAppear() }
        .alert(viewModel.alert, onChoice: viewModel.alertButtonTapped, onDismiss: viewModel.alertDismissed)
    }

    /// The row's swipe actions as buttons that name the row's item by id: by the time one is tapped
    /// the list may have re-sorted.
    private func swipeButtons(for row: TodoRowViewModel) -> some View {
        ForEach(row.swipeActions, id: \.kind) { action in
            Button(action.title, role: action.isDestructive ? .destructive : nil) {
                viewModel.swipeActionTapped(action.kind, itemID: row.id)
            }
            .tint(Color(action.color))
        }
    }
}
