#pragma once

// Staff passwords are kept only as salted PBKDF2 hashes (RFC 8018, section
// 5.2, HMAC-SHA-256; Qt's QPasswordDigestor), in one self-describing string:
//   pbkdf2-sha256$<iterations>$<salt, base64>$<key, base64>
// The salt is 16 random bytes from the system's generator, the key 32 bytes.

#include <QByteArray>
#include <QString>

namespace zv::password {

// Today's work factor: about a third of a second on the exhibit's machine
// (measured 0.33 s for 100 000 on the test machine), slow for a guesser,
// quick enough for a sign-in. Stored with each hash, so raising it later
// keeps old hashes valid (they are renewed at the next sign-in).
inline constexpr int kIterations = 150000;
// Shorter passwords are refused (a museum PC is shared by volunteers).
inline constexpr int kMinimumLength = 8;

// Whether `password` is one of the commonest passwords (common_passwords.txt,
// compiled in; compared ignoring case): the first a guesser tries.
bool isCommon(const QString& password);

// A new hash with a fresh random salt.
QString hash(const QString& password, int iterations = kIterations);
// Whether `password` matches `stored` (compared in constant time). False for
// a malformed `stored`.
bool verify(const QString& password, const QString& stored);
// The iteration count written in `stored`, or 0 when malformed.
int iterationsOf(const QString& stored);
// Why `stored` is malformed ("its key is not 32 bytes of base64 …", in
// English for a log), or empty when verify() can use it.
QString problemOf(const QString& stored);
// PBKDF2-HMAC-SHA-256 itself, for the tests' RFC vectors.
QByteArray derive(const QByteArray& password, const QByteArray& salt, int iterations, int length);

} // namespace zv::password
