import Models

// The words and buttons of every alert of the contacts list.
extension ContactListPresenter {
    typealias Alert = AlertDisplay<ContactListAlertChoice>

    static func importSummaryAlert(added: Int, skipped: Int) -> Alert {
        let contacts = added == 1 ? "1 contact" : "\(added) contacts"
        return .notice(title: "Import finished", message: "Added \(contacts), skipped \(skipped).")
    }

    static func importSaveFailureAlert(_ error: StoreError) -> Alert {
        .notice(title: "Could not save", message: "Your contacts were not saved: \(error.reason)")
    }

    static func importFailureAlert(_ error: DirectoryError) -> Alert {
        Alert(
            title: "Import failed",
            message: error.reason,
            buttons: [
                Alert.Button(title: "Cancel", role: .cancel),
                Alert.Button(title: "Retry", choice: .retryImport),
            ])
    }
}
