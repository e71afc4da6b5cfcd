/**
 * `npm start`: will run the local test-mode provider and the demo checkout. Until the sandbox
 * lands (the next milestone) it says so and exits cleanly, so the documented command never fails.
 */
console.log([
  'payloom: the local sandbox provider and demo checkout are not built yet.',
  'What works today: the plugin core and the validation rules. Run `npm test` to see them checked,',
  'or `npm run bench` for their speed and bundle sizes.',
].join('\n'))
