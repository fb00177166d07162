import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One HTTP/1.1 request (the connection closed after it) to a server on this machine over a plain socket, the reply's body
/// returned. The WebDriver client uses it because swift-corelibs-foundation's `URLSession`
/// fails on chromedriver's replies ("Failed writing header").
package enum LocalHTTP {
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    package static func request(port: UInt16, method: String, path: String, body: Data?) throws -> Data {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failure(description: "no socket") }
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw Failure(description: "cannot connect to port \(port)") }
        let payload = body ?? Data()
        var message = Data(
            "\(method) \(path) HTTP/1.1\r\nConnection: close\r\nHost: 127.0.0.1:\(port)\r\nContent-Type: application/json\r\nContent-Length: \(payload.count)\r\n\r\n"
                .utf8)
        message.append(payload)
        try message.withUnsafeBytes { bytes in
            var sent = 0
            while sent < bytes.count {
                let written = send(descriptor, bytes.baseAddress.map { $0 + sent }, bytes.count - sent, 0)
                guard written > 0 else { throw Failure(description: "cannot send to port \(port)") }
                sent += written
            }
        }
        var reply = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        // Reads until the body has the length the headers announce (chromedriver keeps the connection).
        while !isComplete(reply) {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            reply.append(contentsOf: buffer[0..<count])
        }
        guard let end = reply.range(of: Data("\r\n\r\n".utf8)) else { throw Failure(description: "no reply from port \(port)") }
        return reply[end.upperBound...]
    }

    private static func isComplete(_ reply: Data) -> Bool {
        guard let end = reply.range(of: Data("\r\n\r\n".utf8)) else { return false }
        let headers = String(decoding: reply[..<end.lowerBound], as: UTF8.self).lowercased()
        guard let line = headers.split(separator: "\r\n").first(where: { $0.hasPrefix("content-length:") }),
            let length = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces))
        else { return false }
        return reply.count - end.upperBound >= length
    }
}
