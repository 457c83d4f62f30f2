import Models

/// The New Contact form's rules: it checks the names, saves the book with the new contact through the
/// store it is given, and tells the presenting feature through `delegate` once it is done.
struct AddContactReducer: Reducer {
    let store: any ContactStore

    func reduce(into state: inout AddContactState, action: AddContactAction) -> Effect<AddContactAction> {
        switch action {
        case .firstNameChanged(let text):
            state.firstName = text
        case .lastNameChanged(let text):
            state.lastName = text
        case .doneButtonTapped:
            return doneButtonTapped(&state)
        case .saveResponse(.success(let book)):
            return .send(.delegate(.saved(book)))
        case .saveResponse(.failure(let error)):
            state.alert = .notice(title: "Could not save", message: "Your contact was not saved: \(error.reason)")
        case .cancelButtonTapped, .discardChangesTapped:
            return .send(.delegate(.cancelled))
        case .swipeDownRefused:
            // The sheet refuses only while the form has changes (the view says it is modal then).
            state.alert = .discardChanges
        case .alertDismissed:
            state.alert = nil
        case .delegate:
            break
        }
        return .none
    }

    private func doneButtonTapped(_ state: inout AddContactState) -> Effect<AddContactAction> {
        switch ContactName.validate(firstName: state.firstName, lastName: state.lastName) {
        case .failure(.missingName):
            state.alert = .error("A contact must have first and last names")
        case .failure(.tooLong):
            state.alert = .error("A name can have at most 100 characters")
        case .success(let name):
            let book = state.book.adding(name).book
            return .run { [store] send in
                send(
                    .saveResponse(
                        Result { () throws(StoreError) in
                            try store.save(book)
                            return book
                        }))
            }
        }
        return .none
    }
}

extension AlertState where Action == AddContactAction {
    /// What is wrong with the typed names.
    fileprivate static func error(_ message: String) -> AlertState {
        .notice(title: "Error", message: message, button: "Ok")
    }

    /// What a refused swipe asks: leave the typed names, or go on typing them.
    fileprivate static var discardChanges: AlertState {
        AlertState(
            title: "", message: "", style: .actionSheet,
            buttons: [
                Button(title: "Discard Changes", role: .destructive, choice: .discardChangesTapped),
                Button(title: "Keep Editing", role: .cancel, choice: .alertDismissed),
            ])
    }
}
