extension AlertState where Action == ContactListAction {
    /// The summary of an import.
    static func importFinished(added: Int, skipped: Int) -> AlertState {
        let contacts = added == 1 ? "1 contact" : "\(added) contacts"
        return .notice(title: "Import finished", message: "Added \(contacts), skipped \(skipped).")
    }

    /// A failed request, with a "Retry" that starts the import again.
    static func importFailed(reason: String) -> AlertState {
        AlertState(
            title: "Import failed", message: reason,
            buttons: [
                Button(title: "Cancel", role: .cancel, choice: .alertDismissed),
                Button(title: "Retry", choice: .retryChosen),
            ])
    }
}
