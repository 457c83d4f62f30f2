import HeadlessUI
import Models

extension ContactListViewController {
    /// What "Import" and "Retry" do. The flag guards against a second request even if a tap slips
    /// past the disabled button.
    func startImport() {
        guard !isImporting else { return }
        isImporting = true
        importButton.isEnabled = false
        loadingIndicator.startAnimating()
        // Weak: an answer that arrives after the screen is gone must find nothing to update.
        directory.fetchEmployees { [weak self] result in
            self?.importDidFinish(with: result)
        }
    }

    private func importDidFinish(with result: Result<[Employee], DirectoryError>) {
        isImporting = false
        importButton.isEnabled = true
        loadingIndicator.stopAnimating()
        switch result {
        case .success(let employees):
            importContacts(from: employees)
        case .failure(let error):
            presentImportFailure(error)
        }
    }

    private func importContacts(from employees: [Employee]) {
        let result = book.importing(employees)
        // Nothing new means nothing to write; the summary still comes.
        if !result.added.isEmpty {
            guard save(result.book, failureMessage: "Your contacts were not saved") else { return }
        }
        reloadTable()
        let added = result.added.count == 1 ? "1 contact" : "\(result.added.count) contacts"
        presentMessage(title: "Import finished", message: "Added \(added), skipped \(result.skipped).")
    }
}
