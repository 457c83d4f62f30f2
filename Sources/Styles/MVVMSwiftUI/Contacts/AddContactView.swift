import HeadlessSwiftUI

/// The New Contact screen, shown in a sheet: two fields sent to the view model as typed, "Cancel"
/// and "Done" sent as taps. It shows the view model's alerts and refuses a swipe down while the view
/// model says the form has changes. Its view model belongs to the list's, which presents it.
struct AddContactView: View {
    let viewModel: AddContactViewModel

    /// Focus is the view's own business: the keyboard comes up on the first field once shown.
    @FocusState private var isFirstNameFocused: Bool

    var body: some View {
        VStack {
            TextField("First name", text: Binding(get: { viewModel.firstName }, set: viewModel.firstNameChanged))
                .focused($isFirstNameFocused)
                .accessibilityIdentifier("contact.firstName")
            TextField("Last name", text: Binding(get: { viewModel.lastName }, set: viewModel.lastNameChanged))
                .accessibilityIdentifier("contact.lastName")
        }
        .navigationTitle("New Contact")
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Cancel") { viewModel.cancelButtonTapped() }.accessibilityIdentifier("contact.cancel")
            }
            ToolbarItem(placement: .confirmationAction) {
                Button("Done") { viewModel.doneButtonTapped() }.accessibilityIdentifier("contact.done")
            }
        }
        .onAppear { isFirstNameFocused = true }
        .interactiveDismissDisabled(viewModel.hasChanges)
        .onInteractiveDismissAttempt { viewModel.swipeDownRefused() }
        .alert(viewModel.alert, onChoice: viewModel.alertButtonTapped, onDismiss: viewModel.alertDismissed)
    }
}
