import CaseProfiles
import Models
import TestAids
import TestSupport
import Testing

@testable import MVVM

/// The Contacts view model without any view, through its inputs and outputs only, on a real model
/// controller over a fake store and a directory stub that answers when a test says so.
@Suite("ContactListViewModel", .checkingForLeaks, .profilingEachCase)
@MainActor
struct ContactListViewModelTests {
    typealias Alert = AlertViewModel<ContactListAlertChoice>

    @Test("loading shows one row per contact, in the order the book sorts them")
    func loadShowsRows() {
        let (sut, _, _) = makeSUT(
            [
                Fixtures.contact(1, "zoe", "Adams"), Fixtures.contact(2, "Émile", "Zola"),
                Fixtures.contact(3, "Ana", "Cruz"),
            ], load: false)
        let rows = TestObserver<ContactListViewModel.Rows>()
        let emptyLabelHidden = TestObserver<Bool>()
        sut.outputs.rows.observe(rows.observer)
        sut.outputs.isEmptyLabelHidden.observe(emptyLabelHidden.observer)

        sut.inputs.viewDidLoad()

        #expect(rows.values.map { $0.map(\.nameText) } == [[], ["Ana Cruz", "Émile Zola", "zoe Adams"]])
        #expect(rows.lastValue?.map(\.id) == [3, 2, 1])
        #expect(rows.values.map(\.change) == [.reloaded, .reloaded])
        #expect(emptyLabelHidden.values == [false, true])
    }

    @Test("an empty book shows the empty label")
    func emptyBook() {
        let (sut, _, _) = makeSUT()
        let rows = TestObserver<ContactListViewModel.Rows>()
        let emptyLabelHidden = TestObserver<Bool>()
        sut.outputs.rows.observe(rows.observer)
        sut.outputs.isEmptyLabelHidden.observe(emptyLabelHidden.observer)

        #expect(rows.values.map(\.count) == [0])
        #expect(emptyLabelHidden.values == [false])
    }

    @Test("unreadable stored contacts: the list starts empty and the alert names the kept file at the first appearance")
    func unreadableLoadAlert() {
        let (sut, _, _) = makeSUT(
            [Fixtures.contact(1, "Ann", "Lee")], loadFailure: .unreadable(keptAs: "contacts.unreadable-2.json"),
            load: false)
        let rows = TestObserver<ContactListViewModel.Rows>()
        let alerts = TestObserver<Alert>()
        sut.outputs.rows.observe(rows.observer)
        sut.outputs.showAlert.observe(alerts.observer)

        sut.inputs.viewDidLoad()
        #expect(alerts.values.isEmpty)
        sut.inputs.viewDidAppear()

        #expect(rows.values.map(\.count) == [0, 0])
        #expect(
            alerts.values == [
                Alert(
                    title: "Could not load contacts",
                    message: "Your saved contacts could not be read and were kept in contacts.unreadable-2.json.",
                    buttons: [.init(title: "OK")])
            ])
    }

    @Test("another load failure: the alert gives the reason, once")
    func otherLoadFailureAlert() {
        let (sut, _, _) = makeSUT(loadFailure: .unreadableNotKept(reason: "permission denied"))
        let alerts = TestObserver<Alert>()
        sut.outputs.showAlert.observe(alerts.observer)

        sut.inputs.viewDidAppear()
        sut.inputs.viewDidAppear()

        #expect(alerts.values.map(\.message) == ["Your saved contacts could not be read: permission denied."])
    }

    // MARK: Helpers

    /// The view model on a model controller over a fake store holding `contacts`, loaded as its screen
    /// would load it unless `load` is false.
    func makeSUT(
        _ contacts: [Contact] = [], loadFailure: StoreError? = nil, load: Bool = true,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: any ContactListViewModelType, model: ContactBookModelController, environment: TestEnvironment) {
        let environment = TestEnvironment(contacts: ContactBook(contacts: contacts))
        if let loadFailure { environment.contactStore.failNextLoad(with: loadFailure) }
        let model = ContactBookModelController(store: environment.contactStore)
        let sut = ContactListViewModel(model: model, directory: environment.directory)
        for object in [sut, model, environment.contactStore, environment.directory] as [AnyObject] {
            trackForMemoryLeaks(object, sourceLocation: sourceLocation)
        }
        if load { sut.inputs.viewDidLoad() }
        return (sut, model, environment)
    }
}
