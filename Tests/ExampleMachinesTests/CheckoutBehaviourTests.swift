import Foundation
import Testing
@testable import ExampleMachines
