@testable import VIP

/// Keeps every view model the presenter gave, its lists with their rows made.
@MainActor
final class ContactListDisplayLogicSpy: ContactListDisplayLogic {
    enum Message: Equatable {
        case displayContacts([ContactList.DisplayedContact], showsEmptyMessage: Bool)
        case displayLoadFailure(AlertDisplay<Never>)
        case displayImportProgress(ContactList.ImportProgress.ViewModel)
        case displayImportedContacts([ContactList.DisplayedContact], summary: AlertDisplay<Never>)
        case displayImportFailure(AlertDisplay<ContactList.ImportContacts.Request>)
        case displayAddedContact([ContactList.DisplayedContact], insertedRow: Int)
    }

    private(set) var messages: [Message] = []

    func displayContacts(viewModel: ContactList.LoadContacts.ViewModel) {
        let list = viewModel.displayedList
        messages.append(.displayContacts(list.shownContacts, showsEmptyMessage: list.showsEmptyMessage))
    }

    func displayLoadFailure(viewModel: ContactList.ShowLoadFailure.ViewModel) {
        messages.append(.displayLoadFailure(viewModel.alert))
    }

    func displayImportProgress(viewModel: ContactList.ImportProgress.ViewModel) {
        messages.append(.displayImportProgress(viewModel))
    }

    func displayImportedContacts(viewModel: ContactList.ImportContacts.ViewModel) {
        messages.append(.displayImportedContacts(viewModel.displayedList.shownContacts, summary: viewModel.summary))
    }

    func displayImportFailure(viewModel: ContactList.ImportFailure.ViewModel) {
        messages.append(.displayImportFailure(viewModel.alert))
    }

    func displayAddedContact(viewModel: ContactList.ShowAddedContact.ViewModel) {
        messages.append(.displayAddedContact(viewModel.displayedList.shownContacts, insertedRow: viewModel.insertedRow))
    }
}
