@testable import VIP

/// Keeps every view model the presenter gave, its lists with their rows made.
@MainActor
final class ContactListDisplayLogicSpy: ContactListDisplayLogic {
    enum Message: Equatable {
        case displayContacts([ListContacts.DisplayedContact], showsEmptyMessage: Bool)
        case displayLoadFailure(AlertDisplay<Never>)
        case displayImportProgress(ListContacts.ImportProgress.ViewModel)
        case displayImportedContacts([ListContacts.DisplayedContact], summary: AlertDisplay<Never>)
        case displayImportFailure(AlertDisplay<ContactListAlertChoice>)
        case displayAddedContact([ListContacts.DisplayedContact], insertedRow: Int)
    }

    private(set) var messages: [Message] = []

    func displayContacts(viewModel: ListContacts.ViewDidLoad.ViewModel) {
        let list = viewModel.displayedList
        messages.append(.displayContacts(list.shownContacts, showsEmptyMessage: list.showsEmptyMessage))
    }

    func displayLoadFailure(viewModel: ListContacts.ViewDidAppear.ViewModel) {
        messages.append(.displayLoadFailure(viewModel.alert))
    }

    func displayImportProgress(viewModel: ListContacts.ImportProgress.ViewModel) {
        messages.append(.displayImportProgress(viewModel))
    }

    func displayImportedContacts(viewModel: ListContacts.ImportButtonTapped.ViewModel) {
        messages.append(.displayImportedContacts(viewModel.displayedList.shownContacts, summary: viewModel.summary))
    }

    func displayImportFailure(viewModel: ListContacts.ImportFailure.ViewModel) {
        messages.append(.displayImportFailure(viewModel.alert))
    }

    func displayAddedContact(viewModel: ListContacts.NewContactClosed.ViewModel) {
        messages.append(.displayAddedContact(viewModel.displayedList.shownContacts, insertedRow: viewModel.insertedRow))
    }
}
