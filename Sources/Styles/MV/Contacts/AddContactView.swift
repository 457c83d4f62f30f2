import HeadlessSwiftUI
import Models

/// The New Contact screen, shown in a sheet: two fields, "Cancel" and "Done". It checks the names
/// with the shared rules and explains what is wrong; valid names go to the model in the
/// environment, and the sheet closes once the model has saved them. While a field holds more than
/// spaces the sheet refuses a swipe down and asks whether to discard what was typed.
struct AddContactView: View {
    @Environment(ContactBookModel.self) private var model
    @Environment(\.dismiss) private var dismiss

    @State private var firstName = ""
    @State private var lastName = ""
    /// Only the first name asks for the focus, when the screen appears; typing elsewhere leaves it.
    @FocusState private var isFirstNameFocused: Bool
    /// What is wrong with the names, or why the store refused them, as the alert says it.
    @State private var problem: String?
    @State private var notSavedMessage: String?
    @State private var isAskingToDiscard = false

    var body: some View {
        VStack {
            TextField("First name", text: $firstName)
                .focused($isFirstNameFocused)
                .accessibilityIdentifier("contact.firstName")
            TextField("Last name", text: $lastName)
                .accessibilityIdentifier("contact.lastName")
        }
        .navigationTitle("New Contact")
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Cancel") { dismiss() }.accessibilityIdentifier("contact.cancel")
            }
            ToolbarItem(placement: .confirmationAction) {
                Button("Done", action: done).accessibilityIdentifier("contact.done")
            }
        }
        .onAppear { isFirstNameFocused = true }
        // Spaces alone are no change: a swipe down closes such a form, as it closes an empty one.
        .interactiveDismissDisabled(hasChanges)
        .onInteractiveDismissAttempt { isAskingToDiscard = true }
        .confirmationDialog("", isPresented: $isAskingToDiscard) {
            Button("Discard Changes", role: .destructive) { dismiss() }
            Button("Keep Editing", role: .cancel) {}
        }
        .noticeAlert("Error", message: $problem, button: "Ok")
        .noticeAlert("Could not save", message: $notSavedMessage)
    }

    private var hasChanges: Bool {
        [firstName, lastName].contains { !$0.trimmedForNames.isEmpty }
    }

    private func done() {
        switch ContactName.validate(firstName: firstName, lastName: lastName) {
        case .failure(.missingName):
            problem = "A contact must have first and last names"
        case .failure(.tooLong):
            problem = "A name can have at most 100 characters"
        case .success(let name):
            do {
                try model.add(name)
                dismiss()
            } catch {
                notSavedMessage = "Your contact was not saved: \(error.reason)"
            }
        }
    }
}
