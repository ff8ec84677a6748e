// plainproto: reading files, and the one atomic-write helper every file the library writes goes through (whole,
// or a piece at a time as a printer hands it over: printed_file).
#pragma once

#include <atomic>
#include <cerrno>
#include <cstddef>
#include <cstdio>
#include <cstring>
#include <string>
#include <string_view>
#include <utility>

#include "../../error.hpp"
#include "output_writer.hpp"

#if defined(_WIN32)
#include <filesystem>
#include <fstream>
#else
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace plainproto {
namespace detail {
// An empty path names no file. Said so, rather than as the system's "No such file or directory" for "", which
// prints as "cannot open : No such file or directory".
inline void require_path(const std::string& path, const char* action) {
  if (path.empty()) throw error(error_code::usage, std::string("cannot ") + action + ": the path is empty");
}
}  // namespace detail

// The most bytes an input may have: protobuf's parsers read at most INT_MAX (TextFormat::Parser's "Input size too
// large"; a binary message is at most 2 GB). A longer one is refused, so that an endless input such as /dev/zero
// ends with an error rather than with all the memory there is.
inline constexpr std::size_t max_input_size = 0x7fffffff;

namespace detail {
inline std::string input_too_large(const std::string& name) {
  return "cannot read " + name + ": larger than " + std::to_string(max_input_size) +
         " bytes (2 GB), the most protobuf's parsers read";
}
}  // namespace detail

// The file's bytes; more than max_input_size is an error.
inline std::string read_file(const std::string& path) {
  detail::require_path(path, "read a file");
  std::FILE* file = std::fopen(path.c_str(), "rb");
  if (file == nullptr) throw error(error_code::io, "cannot open " + path + ": " + std::strerror(errno));
  std::string content;
  char buffer[65536];  // a large file in few reads, a small one in one
  std::size_t got = 0;
  while ((got = std::fread(buffer, 1, sizeof buffer, file)) > 0) {
    content.append(buffer, got);
    if (content.size() > max_input_size) {
      std::fclose(file);
      throw error(error_code::io, detail::input_too_large(path));
    }
  }
  const bool failed = std::ferror(file) != 0;
  const int saved_errno = errno;
  std::fclose(file);
  if (failed) throw error(error_code::io, "cannot read " + path + ": " + std::strerror(saved_errno));
  return content;
}

// What write_file_atomically waits for before it returns.
enum class write_sync {
  // The new content is handed to the operating system and renamed into place: other programs, and a failure of
  // this one, see the old file or the new one, never a part (sed -i and rsync replace files so).
  rename_only,
  // Also waits until the content and the rename are on the disk (fsync of the file and of its folder), so that
  // the same holds after a power loss or a system crash (unix; elsewhere as rename_only). On a small file the
  // wait is most of the write's time.
  to_disk,
};

#if defined(_WIN32)
// A file being replaced: written to a temporary file beside it, which commit() renames over it; destroyed
// uncommitted, it leaves the old file as it was.
class atomic_file {
 public:
  explicit atomic_file(const std::string& path)
      : path_((detail::require_path(path, "write a file"), path)),
        temp_(path + ".plainproto-tmp"),
        out_(temp_, std::ios::binary | std::ios::trunc) {
    if (!out_) throw error(error_code::io, "cannot create " + temp_);
  }
  atomic_file(const atomic_file&) = delete;
  atomic_file& operator=(const atomic_file&) = delete;
  ~atomic_file() {
    if (committed_) return;
    out_.close();
    std::error_code ignored;
    std::filesystem::remove(temp_, ignored);
  }

  void write(std::string_view bytes) {
    out_.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    if (!out_) throw error(error_code::io, "cannot write " + temp_);
  }
  // std::ofstream cannot reach the disk: write_sync::to_disk is unix-only.
  void commit(write_sync) {
    out_.close();
    if (!out_) throw error(error_code::io, "cannot write " + temp_);
    std::error_code failure;
    std::filesystem::rename(temp_, path_, failure);
    if (failure) throw error(error_code::io, "cannot replace " + path_ + ": " + failure.message());
    committed_ = true;
  }

 private:
  std::string path_;
  std::string temp_;
  std::ofstream out_;
  bool committed_ = false;
};
#else
namespace detail {
// The temporary file an atomic_file is writing (the last one made and not yet renamed or removed), for
// remove_temporary_file_in_flight.
inline std::atomic<const char*> temporary_file_in_flight{nullptr};
}  // namespace detail

// Removes the temporary file an atomic_file is writing, if there is one. Async-signal-safe: for a program's SIGINT
// and SIGTERM handlers, so that a run interrupted while it writes leaves no temporary file behind (the tool
// installs them).
inline void remove_temporary_file_in_flight() noexcept {
  if (const char* const path = detail::temporary_file_in_flight.load()) ::unlink(path);
}

// The file `path` names once symbolic links are followed (a link's relative target is relative to the link's
// folder); `path` itself when it is not a link. The last file need not exist: a dangling link resolves to the
// path it names.
inline std::string resolve_symbolic_links(const std::string& path) {
  constexpr int max_links = 40;  // Linux's limit before ELOOP
  std::string resolved = path;
  for (int links = 0;; ++links) {
    struct stat entry {};
    if (::lstat(resolved.c_str(), &entry) != 0 || !S_ISLNK(entry.st_mode)) return resolved;
    if (links == max_links) throw error(error_code::io, "cannot resolve " + path + ": " + std::strerror(ELOOP));
    std::string target(256, '\0');  // most targets fit; a longer one doubles the buffer until it does
    ssize_t length = 0;
    while ((length = ::readlink(resolved.c_str(), target.data(), target.size())) >= static_cast<ssize_t>(target.size()))
      target.resize(target.size() * 2);
    if (length < 0) throw error(error_code::io, "cannot resolve " + path + ": " + std::strerror(errno));
    target.resize(static_cast<std::size_t>(length));
    const std::size_t slash = resolved.rfind('/');
    resolved = target[0] == '/' || slash == std::string::npos ? target : resolved.substr(0, slash + 1) + target;
  }
}

// A file being replaced: written to a temporary file in the same folder, which commit() renames over it. A reader
// sees the old file or the new one, never a part; destroyed uncommitted (a failed write, an exception while the
// content was made), it removes the temporary file and leaves the old file as it was. When `path` is a symbolic
// link, the file it resolves to is replaced (the temporary file is written in that file's folder, for rename to
// stay atomic) and the link stays a link. The new file keeps the old one's permissions and, where the process may
// set them (root editing another user's file), its owner and group.
//
// A path that is not a regular file (a device such as /dev/null, a pipe) holds nothing to replace, and one that
// names a descriptor of this process (/dev/stdout, /dev/fd/N) is the file the descriptor is open on: those are
// written directly, at the end, as a shell's >> writes them, never replaced by a regular file.
class atomic_file {
 public:
  explicit atomic_file(const std::string& path)
      : target_((detail::require_path(path, "write a file"), resolve_symbolic_links(path))) {
    struct stat existing {};
    const bool exists = ::stat(path.c_str(), &existing) == 0;
    if (exists && S_ISDIR(existing.st_mode))
      throw error(error_code::io, "cannot replace " + path + ": " + std::strerror(EISDIR));
    const bool names_descriptor =
        path.rfind("/dev/std", 0) == 0 || path.rfind("/dev/fd/", 0) == 0 || path.rfind("/proc/self/fd/", 0) == 0;
    if (exists && (!S_ISREG(existing.st_mode) || names_descriptor)) {
      target_ = path;  // (/dev/stdout resolves to /proc/self/fd/1, and that to a name such as pipe:[1234])
      fd_ = ::open(path.c_str(), O_WRONLY | O_APPEND);
      if (fd_ < 0) throw error(error_code::io, "cannot open " + path + ": " + std::strerror(errno));
      return;
    }
    const std::size_t slash = target_.rfind('/');
    folder_ = slash == std::string::npos ? "." : (slash == 0 ? "/" : target_.substr(0, slash));
    temp_ = target_ + ".plainproto-XXXXXX";
    fd_ = ::mkstemp(temp_.data());
    if (fd_ < 0)
      throw error(error_code::io, "cannot write " + path + ": cannot create a temporary file in " + folder_ + ": " +
                                      std::strerror(errno));
    detail::temporary_file_in_flight.store(temp_.c_str());
    mode_t mode = 0;
    if (exists) {
      // Owner first: changing it clears set-user-ID and set-group-ID bits, which the mode then sets again. A
      // process that may not give the file away (not root) keeps it as its own, as sed -i does.
      if ((existing.st_uid != ::geteuid() || existing.st_gid != ::getegid()) &&
          ::fchown(fd_, existing.st_uid, existing.st_gid) != 0)
        static_cast<void>(::fchown(fd_, static_cast<uid_t>(-1), existing.st_gid));
      mode = existing.st_mode & 07777;
    } else {
      const mode_t mask = ::umask(0);
      ::umask(mask);
      mode = static_cast<mode_t>(0666 & ~mask);
    }
    if (::fchmod(fd_, mode) != 0) {  // (the destructor does not run for a constructor that throws)
      const int saved_errno = errno;
      ::close(fd_);
      ::unlink(temp_.c_str());
      no_longer_in_flight();
      throw error(error_code::io, "cannot set permissions of " + temp_ + ": " + std::strerror(saved_errno));
    }
  }
  atomic_file(const atomic_file&) = delete;
  atomic_file& operator=(const atomic_file&) = delete;
  ~atomic_file() {
    if (fd_ < 0) return;
    ::close(fd_);
    if (temp_.empty()) return;
    ::unlink(temp_.c_str());
    no_longer_in_flight();
  }

  void write(std::string_view bytes) {
    const char* data = bytes.data();
    std::size_t left = bytes.size();
    while (left > 0) {
      const ssize_t written = ::write(fd_, data, left);
      if (written < 0) {
        if (errno == EINTR) continue;
        fail("cannot write " + target_);
      }
      data += written;
      left -= static_cast<std::size_t>(written);
    }
  }

  // write_sync::to_disk fsyncs the file before the rename and its folder after it.
  void commit(write_sync sync) {
    // (A pipe or a terminal cannot be flushed to a disk: EINVAL.)
    if (sync == write_sync::to_disk && ::fsync(fd_) != 0 && !(temp_.empty() && errno == EINVAL))
      fail("cannot flush " + target_);
    const int fd = std::exchange(fd_, -1);
    if (temp_.empty()) {
      if (::close(fd) != 0) throw error(error_code::io, "cannot write " + target_ + ": " + std::strerror(errno));
      return;
    }
    if (::close(fd) != 0) discard("cannot write " + target_);
    if (::rename(temp_.c_str(), target_.c_str()) != 0) discard("cannot replace " + target_);
    no_longer_in_flight();
    if (sync != write_sync::to_disk) return;
    const int folder_fd = ::open(folder_.c_str(), O_RDONLY | O_DIRECTORY);
    if (folder_fd >= 0) {
      ::fsync(folder_fd);
      ::close(folder_fd);
    }
  }

 private:
  // Throws the OS error; the destructor removes the temporary file.
  [[noreturn]] void fail(const std::string& what) const {
    throw error(error_code::io, what + ": " + std::strerror(errno));
  }
  // The same once the file is closed.
  [[noreturn]] void discard(const std::string& what) const {
    const int saved_errno = errno;
    ::unlink(temp_.c_str());
    no_longer_in_flight();
    throw error(error_code::io, what + ": " + std::strerror(saved_errno));
  }
  // After the temporary file is renamed or removed (a signal in between removes a name that is gone: harmless).
  void no_longer_in_flight() const noexcept {
    const char* mine = temp_.c_str();
    detail::temporary_file_in_flight.compare_exchange_strong(mine, nullptr);
  }

  std::string target_;
  std::string folder_;
  std::string temp_;  // empty when the target is written directly
  int fd_ = -1;
};
#endif

// Creates the folder `path` and the folders above it that are missing, as `mkdir -p` does.
inline void create_directories(const std::string& path) {
  detail::require_path(path, "create a folder");
#if defined(_WIN32)
  std::error_code failure;
  std::filesystem::create_directories(path, failure);
  if (failure) throw error(error_code::io, "cannot create the folder " + path + ": " + failure.message());
#else
  for (std::size_t end = path.find('/', 1);; end = path.find('/', end + 1)) {
    const std::string folder = path.substr(0, end);
    if (::mkdir(folder.c_str(), 0777) != 0 && errno != EEXIST)
      throw error(error_code::io, "cannot create the folder " + folder + ": " + std::strerror(errno));
    if (end == std::string::npos) break;
  }
  struct stat created {};
  if (::stat(path.c_str(), &created) != 0 || !S_ISDIR(created.st_mode))
    throw error(error_code::io, "cannot create the folder " + path + ": " + std::strerror(ENOTDIR));
#endif
}

// Replaces the file at `path` with `content`, atomically (atomic_file).
inline void write_file_atomically(const std::string& path, std::string_view content,
                                  write_sync sync = write_sync::rename_only) {
  atomic_file file(path);
  file.write(content);
  file.commit(sync);
}

namespace detail {

// A file the printers write into a piece at a time (atomically, as atomic_file), through a buffer of file_buffer_size:
// the output is never whole in memory (for an 8.5 MB config that was 8.5 MB more RSS, and a third of the page
// faults of printing).
class printed_file {
 public:
  static constexpr std::size_t file_buffer_size = std::size_t{64} << 10;  // few write calls, few pages

  explicit printed_file(const std::string& path) : file_(path) { buffer_.reserve(file_buffer_size); }

  output_sink sink() noexcept { return {this, &take}; }
  void put(std::string_view bytes) { take(this, bytes); }
  // The last byte written (none yet: empty).
  std::string_view end() const noexcept { return written_ == 0 ? std::string_view() : std::string_view(&last_, 1); }
  void commit(write_sync sync) {
    file_.write(buffer_);
    file_.commit(sync);
  }

 private:
  static void take(void* context, std::string_view bytes) {
    printed_file& self = *static_cast<printed_file*>(context);
    if (bytes.empty()) return;
    if (self.buffer_.size() + bytes.size() > file_buffer_size) {
      self.file_.write(self.buffer_);
      self.buffer_.clear();
    }
    if (bytes.size() >= file_buffer_size)
      self.file_.write(bytes);
    else
      self.buffer_.append(bytes);
    self.written_ += bytes.size();
    self.last_ = bytes.back();
  }

  atomic_file file_;
  std::string buffer_;
  std::size_t written_ = 0;
  char last_ = '\0';
};

}  // namespace detail

}  // namespace plainproto
