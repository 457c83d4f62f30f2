import HeadlessSwiftUI
import Models

/// The Todo screen. It reads the list from the model in the environment and calls the model for
/// every change; what it keeps itself is only what is on screen: the name being typed and which
/// alert or action sheet is up. A change the store refuses comes back as an error, which it shows.
struct TodoListView: View {
    @Environment(TodoListModel.self) private var model
    let dateFormatter: DisplayDateFormatter

    @State private var name = ""
    @State private var isNameTooLong = false
    /// Why the store refused the last change, as the alert says it.
    @State private var notSavedMessage: String?
    @State private var itemToRemove: TodoItem?
    @State private var itemToPrioritise: TodoItem?
    @State private var loadFailure: StoreError?
    @State private var hasAppeared = false

    var body: some View {
        VStack {
            TextField("What needs to be done?", text: $name)
                .accessibilityIdentifier("todo.nameField")
            Button("Add", action: add)
                .disabled(!TodoName.canSubmit(name))
                .accessibilityIdentifier("todo.addButton")
            Text(model.remainingCount == 1 ? "1 item left" : "\(model.remainingCount) items left")
                .accessibilityIdentifier("todo.counter")
            if model.items.isEmpty {
                Text("Nothing to do").accessibilityIdentifier("todo.empty")
            }
            // The model's own array, so an unchanged list costs nothing to show again; every row
            // asks the model for its number.
            List(model.items) { item in
                TodoRowView(
                    position: model.position(of: item), item: item,
                    dateText: dateFormatter.string(from: item.createdAt)
                )
                .swipeActions { swipeButtons(for: item) }
            }
            .accessibilityIdentifier("todo.list")
        }
        .navigationTitle("Todo")
        .onAppear(perform: showLoadFailureOnce)
        .alert("Name too long", isPresented: $isNameTooLong) {
            Button("OK") {}
        } message: {
            Text("A task name can have at most 200 characters.")
        }
        .noticeAlert("Could not save", message: $notSavedMessage)
        .alert("Remove item", isPresented: isSet($itemToRemove)) {
            Button("Cancel", role: .cancel) {}
            if let item = itemToRemove {
                Button("Remove", role: .destructive) { remove(item) }
            }
        } message: {
            Text("You want to remove item:\n\n\(itemToRemove?.name ?? "")\n\nAre you sure?")
        }
        .confirmationDialog("Change priority", isPresented: isSet($itemToPrioritise), titleVisibility: .visible) {
            if let item = itemToPrioritise {
                priorityButton("Normal", .normal, for: item)
                priorityButton("Important", .important, for: item)
                priorityButton("Urgent", .urgent, for: item)
            }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("You want to change priority for:\n\n\(itemToPrioritise?.name ?? "")")
        }
        .loadFailureAlert($loadFailure, of: "tasks")
    }

    /// From the trailing edge: Remove, then Done and Priority for an open item, Undone for a done one.
    /// Each names its item by id: by the time it is tapped the list may have re-sorted.
    @ViewBuilder
    private func swipeButtons(for item: TodoItem) -> some View {
        Button("Remove", role: .destructive) { itemToRemove = item }
        if item.isDone {
            Button("Undone") { toggleDone(item) }
                .tint(.orange)
        } else {
            Button("Done") { toggleDone(item) }
                .tint(.blue)
            Button("Priority") { itemToPrioritise = item }
                .tint(.green)
        }
    }

    private func priorityButton(_ title: String, _ priority: Priority, for item: TodoItem) -> some View {
        Button(title) { setPriority(priority, of: item) }
    }

    // MARK: Actions

    private func add() {
        switch TodoName.validate(name) {
        case .failure(.empty):
            return
        case .failure(.tooLong):
            isNameTooLong = true
        case .success(let valid):
            do {
                try model.addItem(named: valid)
                // The typed name is an item now: the field is ready for the next one.
                name = ""
            } catch {
                tellNotSaved(error)
            }
        }
    }

    // A change the store refuses leaves the list as it was; the alert says why.

    private func toggleDone(_ item: TodoItem) {
        do {
            try model.toggleDone(itemID: item.id)
        } catch {
            tellNotSaved(error)
        }
    }

    private func setPriority(_ priority: Priority, of item: TodoItem) {
        do {
            try model.setPriority(priority, itemID: item.id)
        } catch {
            tellNotSaved(error)
        }
    }

    private func remove(_ item: TodoItem) {
        do {
            try model.removeItem(itemID: item.id)
        } catch {
            tellNotSaved(error)
        }
    }

    private func tellNotSaved(_ error: StoreError) {
        notSavedMessage = "Your change was not saved: \(error.reason)"
    }

    /// Stored tasks that could not be read are told once the screen is on display, once.
    private func showLoadFailureOnce() {
        guard !hasAppeared else { return }
        hasAppeared = true
        loadFailure = model.loadFailure
    }

    private func isSet(_ item: Binding<TodoItem?>) -> Binding<Bool> {
        Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
    }
}
