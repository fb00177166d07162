/// A spec without errors as the checker resolved it: the model, and where in the source
/// each of its parts is written, which is all the analyses read.
struct CheckedMachine {
    let machine: Machine
    let sourceMap: MachineSourceMap
}
