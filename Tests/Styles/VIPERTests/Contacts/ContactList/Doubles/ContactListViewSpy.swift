@testable import VIPER

/// Records what the contacts presenter asks its screen to show.
@MainActor
final class ContactListViewSpy: ContactListView {
    private(set) var displayedLists: [ContactListDisplay] = []
    private(set) var insertions: [(list: ContactListDisplay, row: Int)] = []
    private(set) var importingStates: [Bool] = []
    private(set) var alerts: [AlertDisplay<ContactListAlertChoice>] = []

    func display(_ list: ContactListDisplay) { displayedLists.append(list) }
    func display(_ list: ContactListDisplay, insertingRowAt row: Int) { insertions.append((list, row)) }
    func displayImporting(_ isImporting: Bool) { importingStates.append(isImporting) }
    func showAlert(_ alert: AlertDisplay<ContactListAlertChoice>) { alerts.append(alert) }
}
