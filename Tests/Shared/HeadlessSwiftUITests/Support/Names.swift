import HeadlessSwiftUI
import HeadlessUI

// Both modules name their types after the frameworks they stand in for. In these tests the plain
// names are the SwiftUI ones, as in a view file, and the UIKit ones carry a UI prefix.
typealias View = HeadlessSwiftUI.View
typealias Text = HeadlessSwiftUI.Text
typealias Button<Label: View> = HeadlessSwiftUI.Button<Label>
typealias TextField = HeadlessSwiftUI.TextField
typealias Image = HeadlessSwiftUI.Image
typealias Color = HeadlessSwiftUI.Color
typealias UIView = HeadlessUI.View
typealias UILabel = HeadlessUI.Label
typealias UIButton = HeadlessUI.Button
typealias UITextField = HeadlessUI.TextField
