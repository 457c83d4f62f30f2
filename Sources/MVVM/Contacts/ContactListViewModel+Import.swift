import Models

extension ContactListViewModel {
    func importButtonTapped() {
        startImport()
    }

    /// Asks the directory once; a tap while a request is pending does nothing, even if a view
    /// forgot to disable its button. The answer reaches this view model only while it exists.
    private func startImport() {
        guard !isImportPending else { return }
        isImportPending = true
        isImportEnabled.value = false
        isLoading.value = true
        directory.fetchEmployees { [weak self] result in
            self?.importAnswered(result)
        }
    }

    private func importAnswered(_ result: Result<[Employee], DirectoryError>) {
        isImportPending = false
        isLoading.value = false
        isImportEnabled.value = true
        switch result {
        case .success(let employees):
            importEmployees(employees)
        case .failure(let error):
            alert.show(importFailedAlert(reason: error.reason))
        }
    }

    /// New contacts are saved in one write; if that write fails, none of them is added.
    private func importEmployees(_ employees: [Employee]) {
        let result = book.importing(employees)
        if !result.added.isEmpty {
            do {
                try store.save(result.book)
            } catch {
                alert.show(.notice(title: "Could not save", message: "Your contacts were not saved: \(error.reason)"))
                return
            }
            book = result.book
            publishBook(change: .reloaded)
        }
        let added = result.added.count
        let summary = "Added \(added) \(added == 1 ? "contact" : "contacts"), skipped \(result.skipped)."
        alert.show(.notice(title: "Import finished", message: summary))
    }

    private func importFailedAlert(reason: String) -> AlertViewModel {
        AlertViewModel(
            title: "Import failed", message: reason,
            actions: [
                AlertViewModel.Action(title: "Cancel", style: .cancel),
                AlertViewModel.Action(title: "Retry") { [weak self] in self?.startImport() },
            ])
    }
}
