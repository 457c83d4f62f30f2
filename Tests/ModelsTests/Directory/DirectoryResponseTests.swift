import Foundation
import Models
import Testing

@Suite("DirectoryResponse")
struct DirectoryResponseTests {
    private static func employees(_ json: String) throws(DirectoryError) -> [Employee] {
        try DirectoryResponse.employees(from: Data(json.utf8))
    }

    @Test("a successful answer decodes every employee, in order, from snake_case keys")
    func good() throws {
        let json = """
            {"status":"success","data":[
              {"id":"1","employee_name":"Tiger Nixon","employee_salary":"320800","employee_age":"61","profile_image":""},
              {"id":"2","employee_name":"Garrett Winters"}
            ]}
            """

        let employees = try Self.employees(json)

        #expect(
            employees == [
                Employee(id: "1", name: "Tiger Nixon", salary: "320800", age: "61", profileImage: ""),
                Employee(id: "2", name: "Garrett Winters"),
            ])
    }

    @Test("a successful answer with an empty list decodes to no employees")
    func emptyList() throws {
        #expect(try Self.employees(#"{"status":"success","data":[]}"#) == [])
    }

    @Test(
        "an answer that is not the directory's JSON is undecodable, never a crash",
        arguments: [
            "",
            "not json",
            "null",
            "[]",
            #"{"status":"success","data":["#,  // truncated
            #"{"status":"success","data":[{"id":"1","employee_name":"Tiger Nixon"}"#,  // truncated
            #"{"data":[]}"#,  // no status
            #"{"status":1,"data":[]}"#,  // status of the wrong type
            #"{"status":"success","data":{"id":"1"}}"#,  // data of the wrong type
            #"{"status":"success","data":[{"id":1,"employee_name":"Tiger Nixon"}]}"#,  // id of the wrong type
            #"{"status":"success","data":[{"id":"1","employee_name":null}]}"#,  // no name
            #"{"status":"success","data":[{"id":"1","name":"Tiger Nixon"}]}"#,  // camel case key
            #"{"status":"success"}"#,  // success without data
            #"{"status":"success","data":null}"#,
        ]
    )
    func undecodable(json: String) {
        #expect(throws: DirectoryError.undecodable) { try Self.employees(json) }
    }

    @Test("bytes that are not text are undecodable")
    func notText() {
        #expect(throws: DirectoryError.undecodable) { try DirectoryResponse.employees(from: Data([0xFF, 0xFE, 0x00])) }
    }

    @Test(
        "a status other than success is reported with that status, whatever else the answer holds",
        arguments: [
            (#"{"status":"error","message":"Too Many Attempts."}"#, "error"),
            (#"{"status":"failure","data":[]}"#, "failure"),
            (#"{"status":"","data":[]}"#, ""),
            (#"{"status":"Success","data":[]}"#, "Success"),
            (#"{"status":"error","data":"x"}"#, "error"),  // failed answer with malformed data
        ]
    )
    func nonSuccessStatus(json: String, status: String) {
        #expect(throws: DirectoryError.status(status)) { try Self.employees(json) }
    }

    @Test(
        "each directory error has the reason the import alert shows",
        arguments: [
            (DirectoryError.status("error"), "The directory answered with status error."),
            (.undecodable, "The directory's answer could not be read."),
            (.transport(reason: "The request timed out."), "The request timed out."),
        ]
    )
    func reasons(error: DirectoryError, expected: String) {
        #expect(error.reason == expected)
    }
}
