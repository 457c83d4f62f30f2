import HeadlessSwiftUI
import Models

/// The Contacts screen: it renders its store's state, sends an action for every tap, and presents New
/// Contact with a store scoped to the form while the state holds one.
struct ContactListView: View {
    let store: Store<ContactListState, ContactListAction>

    var body: some View {
        VStack {
            List(store.state.book.sortedContacts) { contact in
                ContactRowView(contact: contact)
            }
            .accessibilityIdentifier("contacts.list")
            if store.state.book.contacts.isEmpty {
                Text("No contacts").accessibilityIdentifier("contacts.empty")
            }
            if store.state.isImporting {
                ProgressView().accessibilityIdentifier("contacts.loading")
            }
        }
        .navigationTitle("Contacts")
        .toolbar {
            ToolbarItem(placement: .topBarLeading) {
                Button("Import") { store.send(.importButtonTapped) }
                    .disabled(store.state.isImporting)
                    .accessibilityIdentifier("contacts.importButton")
            }
            ToolbarItem(placement: .topBarTrailing) {
                Button("Add") { store.send(.addButtonTapped) }
                    .accessibilityIdentifier("contacts.addButton")
            }
        }
        .onAppear { store.send(.onAppear) }
        .sheet(isPresented: isAddingContact) {
            if let form = store.scope(state: \.addContact, action: ContactListAction.addContact) {
                NavigationStack {
                    AddContactView(store: form)
                }
            }
        }
        .alert(store.state.alert, send: store.send)
    }

    /// Closing the sheet by a swipe writes false here: the reducer hears of it.
    private var isAddingContact: Binding<Bool> {
        Binding(get: { store.state.addContact != nil }, set: { if !$0 { store.send(.addContactDismissed) } })
    }
}
