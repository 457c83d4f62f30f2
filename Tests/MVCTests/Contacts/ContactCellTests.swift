import HeadlessUI
import Models
import TestSupport
import Testing

@testable import MVC

@Suite("ContactCell", .checkingForLeaks, .profilingEachCase)
@MainActor
struct ContactCellTests {
    @Test("shows the full name beside the placeholder picture")
    func content() {
        let sut = makeSUT()

        sut.configure(with: Contact(id: 1, firstName: "Ana María", lastName: "López"))

        #expect(sut.labelText("contacts.row.name") == "Ana María López")
        #expect(
            (sut.view(withIdentifier: "contacts.row.image") as? ImageView)?.image == Image(named: "contact-placeholder")
        )
    }

    @Test("a reused cell shows the name of its new contact")
    func reuse() {
        let sut = makeSUT()
        sut.configure(with: Contact(id: 1, firstName: "Ada", lastName: "Lovelace"))

        sut.prepareForReuse()
        sut.configure(with: Contact(id: 2, firstName: "Grace", lastName: "Hopper"))

        #expect(sut.labelText("contacts.row.name") == "Grace Hopper")
    }

    private func makeSUT(sourceLocation: SourceLocation = #_sourceLocation) -> ContactCell {
        let sut = ContactCell(reuseIdentifier: ContactCell.reuseIdentifier)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        return sut
    }
}
