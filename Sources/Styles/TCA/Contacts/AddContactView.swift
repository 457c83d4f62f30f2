import HeadlessSwiftUI

/// The New Contact screen, shown in a sheet: two fields sent as typed, "Cancel" and "Done" sent as
/// taps, through a store scoped to the form. It shows the form's alerts and refuses a swipe down while
/// the form has changes.
struct AddContactView: View {
    let store: Store<AddContactState, AddContactAction>

    /// Focus is the view's own business: the keyboard comes up on the first field once shown.
    @FocusState private var isFirstNameFocused: Bool

    var body: some View {
        VStack {
            TextField(
                "First name", text: Binding(get: { store.state.firstName }, set: { store.send(.firstNameChanged($0)) })
            )
            .focused($isFirstNameFocused)
            .accessibilityIdentifier("contact.firstName")
            TextField(
                "Last name", text: Binding(get: { store.state.lastName }, set: { store.send(.lastNameChanged($0)) })
            )
            .accessibilityIdentifier("contact.lastName")
        }
        .navigationTitle("New Contact")
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Cancel") { store.send(.cancelButtonTapped) }.accessibilityIdentifier("contact.cancel")
            }
            ToolbarItem(placement: .confirmationAction) {
                Button("Done") { store.send(.doneButtonTapped) }.accessibilityIdentifier("contact.done")
            }
        }
        .onAppear { isFirstNameFocused = true }
        .interactiveDismissDisabled(store.state.hasChanges)
        .onInteractiveDismissAttempt { store.send(.swipeDownRefused) }
        .alert(store.state.alert, send: store.send)
    }
}
