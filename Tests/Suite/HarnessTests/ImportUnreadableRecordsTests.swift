import Foundation
import Models
import TestSupport
import Testing

@testable import Harness

/// Records of the directory's answer whose name cannot be read are counted in "skipped" by every
/// style, through the Models import result alone.
@MainActor
@Suite("Import of unreadable records", .checkingForLeaks)
struct ImportUnreadableRecordsTests {
    @Test("unreadable records are skipped and counted with the others", arguments: StyleRegistry.all)
    func countsUnreadable(style: Style) throws {
        let app = AppDriver(style: style)
        app.launch()
        defer { app.tearDown() }
        let json =
            #"{"status":"success","data":[{"id":1,"employee_name":"Tiger Nixon","employee_salary":320800},"#
            + #"{"id":2,"employee_name":null},{"id":3},"Cher",{"id":4,"employee_name":"Cher"}]}"#
        let answer = try DirectoryResponse.employees(from: Data(json.utf8))

        try app.tapImport()
        app.environment.directory.succeed(with: answer)

        try app.expectAlert(SpecAlert.importFinished(added: 1, skipped: 4))
        try app.chooseAlertAction("OK")
        try app.expectContacts(["Tiger Nixon"])
    }
}
