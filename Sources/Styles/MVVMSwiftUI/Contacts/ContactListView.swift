import HeadlessSwiftUI

/// The Contacts screen: it renders its view model's state, calls an intent for every tap, and
/// presents New Contact while the view model holds that screen's view model. It owns its view model
/// through `@State`.
struct ContactListView: View {
    @State private var viewModel: ContactListViewModel

    init(viewModel: ContactListViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        VStack {
            List(viewModel.rows) { row in
                ContactRowView(row: row)
            }
            .accessibilityIdentifier("contacts.list")
            if !viewModel.isEmptyLabelHidden {
                Text("No contacts").accessibilityIdentifier("contacts.empty")
            }
            if viewModel.isLoading {
                ProgressView().accessibilityIdentifier("contacts.loading")
            }
        }
        .navigationTitle("Contacts")
        .toolbar {
            ToolbarItem(placement: .topBarLeading) {
                Button("Import") { viewModel.importButtonTapped() }
                    .disabled(!viewModel.isImportEnabled)
                    .accessibilityIdentifier("contacts.importButton")
            }
            ToolbarItem(placement: .topBarTrailing) {
                Button("Add") { viewModel.addButtonTapped() }
                    .accessibilityIdentifier("contacts.addButton")
            }
        }
        .onAppear { viewModel.onAppear() }
        .sheet(item: newContact) { newContact in
            NavigationStack {
                AddContactView(viewModel: newContact)
            }
        }
        .alert(viewModel.alert, onChoice: viewModel.alertButtonTapped, onDismiss: viewModel.alertDismissed)
    }

    /// Closing the sheet by a swipe sets this to nil: the view model hears of it.
    private var newContact: Binding<AddContactViewModel?> {
        Binding(get: { viewModel.newContact }, set: { if $0 == nil { viewModel.newContactDismissed() } })
    }
}
