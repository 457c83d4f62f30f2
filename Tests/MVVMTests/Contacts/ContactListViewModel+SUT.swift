import Models
import TestSupport
import Testing

@testable import MVVM

/// The Contacts view model over a fake store and a directory stub, loaded as its screen would load
/// it. Shared by the view model's test files.
@MainActor
func makeContactListViewModel(
    _ contacts: ContactBook = ContactBook(), loadFailure: StoreError? = nil, load: Bool = true,
    sourceLocation: SourceLocation = #_sourceLocation
) -> (sut: ContactListViewModel, store: InMemoryStore<ContactBook>, directory: EmployeeDirectoryStub) {
    let environment = TestEnvironment(contacts: contacts)
    if let loadFailure { environment.contactStore.failNextLoad(with: loadFailure) }
    let sut = ContactListViewModel(store: environment.contactStore, directory: environment.directory)
    trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
    trackForMemoryLeaks(environment.contactStore, sourceLocation: sourceLocation)
    trackForMemoryLeaks(environment.directory, sourceLocation: sourceLocation)
    if load { sut.viewDidLoad() }
    return (sut, environment.contactStore, environment.directory)
}

/// Contacts and employees with short names for tests.
enum ContactFixtures {
    static func book(_ names: String...) -> ContactBook {
        let contacts = names.enumerated().compactMap { index, name -> Contact? in
            guard let parts = ContactName.splitting(name) else { return nil }
            return Contact(id: index + 1, firstName: parts.firstName, lastName: parts.lastName)
        }
        return ContactBook(contacts: contacts)
    }

    static func employees(_ names: String...) -> [Employee] {
        names.enumerated().map { Employee(id: String($0.offset + 1), name: $0.element) }
    }
}

extension ContactListViewModel {
    /// The full names in the order the rows show them.
    var rowNames: [String] { rows.value.rows.map(\.nameText) }
}
