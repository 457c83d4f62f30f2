/// Markdown with its soft line breaks joined again, as a reader sees the text: the report wraps its
/// paragraphs at 100 characters, so a sentence a test looks for may span two lines of the file.
func prose(_ markdown: String) -> String {
    markdown.replacingOccurrences(of: "\n  ", with: " ").replacingOccurrences(of: "\n", with: " ")
}
